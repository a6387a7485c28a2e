import { endpoints } from '../endpoints';
import { endpointSuccessSchema } from './envelope';

describe('endpointSuccessSchema', () => {
  it('wraps data in the envelope', () => {
    const schema = endpointSuccessSchema(endpoints.adminPhones.list);
    expect(schema.safeParse({ success: true, data: { phoneNumbers: ['+14165550123'] } }).success).toBe(true);
    expect(schema.safeParse({ success: true, data: { phoneNumbers: [1] } }).success).toBe(false);
    expect(schema.safeParse({ success: false, data: { phoneNumbers: [] } }).success).toBe(false);
  });

  it('puts meta fields beside data', () => {
    const schema = endpointSuccessSchema(endpoints.recordings.list);
    expect(
      schema.safeParse({ success: true, data: [], pagination: { limit: 50, offset: 0, total: 0 } }).success,
    ).toBe(true);
    expect(schema.safeParse({ success: true, data: [] }).success).toBe(false);
  });
});
