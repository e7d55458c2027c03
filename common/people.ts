// How a person is named on every screen and in every mail: first and last name, else the username.
export type NamedPerson = { firstName: string | null; lastName: string | null; username: string };

export function personName(person: NamedPerson): string {
  return [person.firstName, person.lastName].filter((part) => part !== null && part.trim() !== '').map((part) => part!.trim()).join(' ') || person.username;
}
