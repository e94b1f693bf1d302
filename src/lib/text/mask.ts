// Names shown to people who need not know who someone is (other students): the family name and
// one star per remaining letter, so the length is kept but the person is not named.
export const maskName = (name: string) => (name.length <= 1 ? name : name[0] + '*'.repeat(name.length - 1));
