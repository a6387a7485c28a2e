import { requestIdFrom } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it("keeps the edge's id when it is a sane one", () => {
    expect(requestIdFrom('2f1c9a7e-5b0d-4a7e-9c1e-0b8f3f6a2d11')).toBe(
      '2f1c9a7e-5b0d-4a7e-9c1e-0b8f3f6a2d11',
    );
    expect(requestIdFrom('edge:abc.123_x')).toBe('edge:abc.123_x');
  });

  it('makes its own for none, a repeated header, or one that is too long or carries other characters', () => {
    for (const header of [undefined, ['a', 'b'], 'x'.repeat(129), 'bad id', 'a\nb', '', '<script>'])
      expect(requestIdFrom(header)).toMatch(UUID);
  });
});
