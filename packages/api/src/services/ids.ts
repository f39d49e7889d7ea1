/** Our record ids are UUIDs; anything else is not looked up at all (it cannot exist). */
export const isUuid = (id: string): boolean => /^[0-9a-f-]{36}$/i.test(id);
