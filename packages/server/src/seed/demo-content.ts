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

export const ANSWERED_TRANSCRIPTS = [
  "AI: Hi, this is Sarah calling from Home Service Connect. Am I speaking with the owner? Customer: Yes, speaking. AI: Great! We help {service} companies like yours fill their calendars with qualified homeowners. Would you be open to a quick 15-minute call with our team? Customer: Sure, that sounds interesting. AI: Wonderful, does {day} at {time} work for you? Customer: That works. AI: Perfect, you'll get a confirmation by e-mail and text shortly. Thanks!",
  "AI: Hello, this is Sarah from Home Service Connect, following up on your enquiry about more {service} leads. Customer: Oh right, I filled that form. AI: Are you currently taking on new jobs this season? Customer: We are, but we're pretty busy until next month. AI: Understood. Can I send you some information by e-mail in the meantime? Customer: Yes, please do.",
  "AI: Hi, it's Sarah with Home Service Connect. Do you have a minute? Customer: Not really, what is this about? AI: We connect {service} businesses with homeowners in {city}. Customer: We get enough work, thanks. Please take us off your list. AI: Of course, sorry to bother you. Have a great day.",
  "AI: Good afternoon, this is Sarah from Home Service Connect calling about your {service} business. Customer: Hi. AI: We have homeowners in {city} asking for quotes. Would you like us to book you a short consultation? Customer: How much does it cost? AI: The consultation is free; our team explains the pricing. Customer: Okay, let's do {day} at {time}. AI: Booked! You'll receive a reminder the day before.",
] as const;

export const REMINDER_TRANSCRIPT =
  "AI: Hi, this is Sarah from Home Service Connect reminding you of your consultation today at {time}. Customer: Thanks, I'll be there. AI: Great, talk soon!";

export const SUMMARIES = {
  booked: 'Owner interested in more {service} leads; consultation booked for {day} at {time}.',
  qualified:
    'Owner busy this month but open to leads; asked for information by e-mail. Follow up next month.',
  unqualified: 'Not interested; asked to be removed from the call list.',
  reminder: 'Reminder call: the lead confirmed the consultation today at {time}.',
} as const;

export const VOICES = [
  { voiceId: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel' },
  { voiceId: 'pNInz6obpgDQGcFmaJgB', name: 'Adam' },
  { voiceId: 'EXAVITQu4vr4xnSDxMaL', name: 'Bella' },
  { voiceId: 'ErXwobaYiN019PkySvjV', name: 'Antoni' },
  { voiceId: 'MF3mGyEYCl7XYWbV9V6O', name: 'Elli' },
] as const;

export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}
