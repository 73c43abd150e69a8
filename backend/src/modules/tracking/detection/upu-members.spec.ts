import { UPU_MEMBER_COUNT, UPU_POSTAL_OPERATORS, postalOperatorByIso2 } from './upu-members.js';

describe('UPU postal operators', () => {
  it('list the 192 UPU members: 190 member states and 2 grouped territories', () => {
    expect(UPU_MEMBER_COUNT).toBe(192);
    const memberStates = UPU_POSTAL_OPERATORS.filter((entry) => entry.upuMember === entry.country);
    expect(memberStates).toHaveLength(190);
    const groupedMembers = new Set(
      UPU_POSTAL_OPERATORS.filter((entry) => entry.upuMember !== null && entry.upuMember !== entry.country).map(
        (entry) => entry.upuMember,
      ),
    );
    expect(groupedMembers).toContain('Aruba, Curaçao and Sint Maarten');
    expect(groupedMembers).toContain('Overseas Territories of the United Kingdom');
  });

  it('have one entry per ISO 3166-1 alpha-2 code and one carrier code per operator', () => {
    const codes = UPU_POSTAL_OPERATORS.map((entry) => entry.iso2);
    expect(new Set(codes).size).toBe(codes.length);
    const carriers = UPU_POSTAL_OPERATORS.map((entry) => entry.carrier);
    expect(new Set(carriers).size).toBe(carriers.length);
    for (const entry of UPU_POSTAL_OPERATORS) {
      expect(entry.iso2).toMatch(/^[A-Z]{2}$/);
      expect(entry.carrier).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(entry.operator.trim()).not.toBe('');
    }
  });

  it('leave out states whose mail the USPS or a neighbour carries (Andorra, Micronesia, Marshall Islands, Palau)', () => {
    for (const iso2 of ['AD', 'FM', 'MH', 'PW']) expect(postalOperatorByIso2(iso2)).toBeUndefined();
  });

  it.each([
    ['US', 'usps'],
    ['GB', 'royal-mail'],
    ['CA', 'canada-post'],
    ['AU', 'australia-post'],
    ['NL', 'postnl'],
    ['DE', 'deutsche-post'],
    ['CN', 'china-post'],
    ['FR', 'la-poste'],
    ['HK', 'hongkong-post'],
    ['VA', 'poste-vaticane'],
    ['GI', 'gibraltar-post'],
  ])('map %s to %s', (iso2, carrier) => {
    expect(postalOperatorByIso2(iso2)?.carrier).toBe(carrier);
  });

  it('know nothing of codes no operator issues', () => {
    expect(postalOperatorByIso2('XX')).toBeUndefined();
    expect(postalOperatorByIso2('YP')).toBeUndefined();
    expect(postalOperatorByIso2('us')).toBeUndefined();
  });
});
