import {
  CANADIAN_SAMPLE_COMPANIES,
  KANBAN_SAMPLE_COMPANY_NAMES,
  pickRandom,
  SERVICE_OPTIONS,
} from './sample-leads';

describe('sample leads', () => {
  it('has 8 services, 12 kanban names and 20 Canadian pairs, all distinct', () => {
    expect(new Set(SERVICE_OPTIONS).size).toBe(8);
    expect(new Set(KANBAN_SAMPLE_COMPANY_NAMES).size).toBe(12);
    expect(new Set(CANADIAN_SAMPLE_COMPANIES.map((c) => c.name)).size).toBe(20);
    expect(new Set(CANADIAN_SAMPLE_COMPANIES.map((c) => c.service)).size).toBe(20);
  });

  it('picks by the random source, never past the end', () => {
    expect(pickRandom(SERVICE_OPTIONS, () => 0)).toBe('Plumbing Services');
    expect(pickRandom(SERVICE_OPTIONS, () => 0.999999)).toBe('Bathroom Remodeling');
    expect(pickRandom(SERVICE_OPTIONS, () => 1)).toBe('Bathroom Remodeling');
    expect(() => pickRandom([], () => 0)).toThrow(RangeError);
  });
});
