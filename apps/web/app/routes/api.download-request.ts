// Placeholder until its issue lands.
const notYet = () => Response.json({ error: 'not implemented yet' }, { status: 501 });

export const loader = notYet;
export const action = notYet;
