// Words the demo data is made of: contacts, places and the texts of simulated calls. The spec's own sample
// companies and services come from @callops/contracts.

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Charlotte',
  'William',
  'Amelia',
  'Benjamin',
  'Sophia',
  'Lucas',
  'Chloe',
  'Ethan',
  'Maya',
  'Jacob',
  'Zoe',
  'Nathan',
  'Ava',
  'Owen',
  'Leah',
  'Samuel',
] as const;

export const LAST_NAMES = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Smith',
  'Brown',
  'Wilson',
  'MacDonald',
  'Taylor',
  'Campbell',
  'Anderson',
  'Leblanc',
  'Martin',
  'Singh',
  'Chen',
] as const;

/** City and the area code its numbers use. */
export const CITIES = [
  { city: 'Toronto', area: '416' },
  { city: 'Mississauga', area: '905' },
  { city: 'Ottawa', area: '613' },
  { city: 'Hamilton', area: '289' },
  { city: 'Montreal', area: '514' },
  { city: 'Quebec City', area: '418' },
  { city: 'Vancouver', area: '604' },
  { city: 'Calgary', area: '403' },
  { city: 'Edmonton', area: '780' },
  { city: 'Winnipeg', area: '204' },
  { city: 'Halifax', area: '902' },
  { city: 'Saskatoon', area: '306' },
  { city: 'Regina', area: '306' },
  { city: 'Victoria', area: '250' },
  { city: 'Kelowna', area: '250' },
  { city: 'Kingston', area: '613' },
  { city: 'London', area: '519' },
  { city: 'Barrie', area: '705' },
  { city: 'Moncton', area: '506' },
  { city: "St. John's", area: '709' },
] as const;

export const NAME_PREFIXES = [
  'Maple Leaf',
  'True North',
  'Northern Star',
  'Great Lakes',
  'Prairie',
  'Pacific Coast',
  'Atlantic',
  'Rocky Mountain',
  'Lakeshore',
  'Summit',
  'Timberline',
  'Aurora',
  'Bluewater',
  'Red River',
  'Evergreen',
] as const;

export const NAME_SUFFIXES = [
  'Inc.',
  'Ltd.',
  'Co.',
  '& Sons',
  'Group',
  'Pros',
  'Experts',
  'Services',
] as const;

export const VOICES = [
  { voiceId: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel' },
  { voiceId: 'pNInz6obpgDQGcFmaJgB', name: 'Adam' },
  { voiceId: 'EXAVITQu4vr4xnSDxMaL', name: 'Bella' },
  { voiceId: 'ErXwobaYiN019PkySvjV', name: 'Antoni' },
  { voiceId: 'MF3mGyEYCl7XYWbV9V6O', name: 'Elli' },
] as const;
