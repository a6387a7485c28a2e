// Fixed sample data of the kanban and Database Management forms (spec §3).

/** The kanban's Service select. */
export const SERVICE_OPTIONS = [
  'Plumbing Services',
  'HVAC Installation',
  'Electrical Work',
  'Roofing',
  'Landscaping',
  'Home Renovation',
  'Kitchen Remodeling',
  'Bathroom Remodeling',
] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

/** The kanban's 'Auto-fill Random' picks one of these names and a random service. */
export const KANBAN_SAMPLE_COMPANY_NAMES = [
  'Maple Leaf Plumbing',
  'Northern Comfort HVAC',
  'Bright Spark Electric',
  'Summit Roofing Co.',
  'Evergreen Landscapes',
  'Heritage Home Renovations',
  'True North Kitchens',
  'Lakeside Bath & Tile',
  'Prairie Pro Contractors',
  'Harbourview Home Services',
  'Cedar Ridge Builders',
  'Aurora Property Care',
] as const;

/** What a lead edit to APPOINTMENT_BOOKED starts with when the lead has no contact name or e-mail. */
export const SAMPLE_LEAD_CONTACT = { name: 'John Doe', email: 'john.doe@example.com' } as const;

/** Database Management's autofill: 20 Canadian home-service companies and their service. */
export const CANADIAN_SAMPLE_COMPANIES = [
  { name: 'Toronto Pipe Pros', service: 'Plumbing & Heating' },
  { name: 'Vancouver Peak Roofing', service: 'Roofing' },
  { name: 'Calgary Climate Control', service: 'HVAC Services' },
  { name: 'Ottawa Valley Electric', service: 'Electrical' },
  { name: 'Halifax Green Yards', service: 'Landscaping' },
  { name: 'Montreal Spotless Homes', service: 'House Cleaning' },
  { name: 'Edmonton Build Right', service: 'General Contracting' },
  { name: 'Winnipeg Fresh Coat Painters', service: 'Painting' },
  { name: 'Hamilton Solid Foundations', service: 'Foundation Repair' },
  { name: 'Quebec City Windows & Doors', service: 'Windows & Doors' },
  { name: 'Victoria Dry Basements', service: 'Waterproofing' },
  { name: 'Saskatoon Pest Shield', service: 'Pest Control' },
  { name: 'Kelowna Tree Care', service: 'Tree Services' },
  { name: 'Kingston Stone & Brick', service: 'Masonry' },
  { name: 'Regina Warm Walls Insulation', service: 'Insulation' },
  { name: 'London Secure Home Systems', service: 'Security Systems' },
  { name: 'Barrie Fence & Deck', service: 'Fencing & Decks' },
  { name: 'Mississauga Garage Door Experts', service: 'Garage Doors' },
  { name: 'Moncton Sun Power', service: 'Solar Installation' },
  { name: "St. John's Floor Masters", service: 'Flooring' },
] as const;
export type SampleCompany = (typeof CANADIAN_SAMPLE_COMPANIES)[number];

/** A random pick, with the random source injectable for tests. */
export function pickRandom<T>(items: readonly T[], random: () => number = Math.random): T {
  const item = items[Math.min(items.length - 1, Math.floor(random() * items.length))];
  if (item === undefined) throw new RangeError('Cannot pick from an empty list');
  return item;
}
