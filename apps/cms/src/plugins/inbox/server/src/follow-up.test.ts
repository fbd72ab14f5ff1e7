import { describe, expect, it } from 'vitest';
import { followUpLines } from './follow-up';

describe('working a lead: the lines a save adds', () => {
  const stamp = '2026-12-06 21:49';

  it('a note, with its author and date', () => {
    expect(followUpLines({ lead_status: 'new' }, { new_note: '  Called; wants a demo  ' }, stamp, 'Laura Pérez')).toEqual({
      note: '2026-12-06 21:49 · Laura Pérez: Called; wants a demo',
      change: null,
    });
  });

  it('a status and owner change, from and to; nothing when the values stay', () => {
    expect(followUpLines({ lead_status: 'new', owner: null }, { lead_status: 'contacted', owner: 'Laura' }, stamp, 'Ana')).toEqual({
      note: null,
      change: '2026-12-06 21:49 · Ana · new → contacted · owner: — → Laura',
    });
    // An owner, an admin user, by name; one the CMS does not know by what is stored.
    const names = new Map([['laura@firm.example', 'Laura Pérez']]);
    expect(followUpLines({ owner: 'gone@firm.example' }, { owner: 'laura@firm.example' }, stamp, 'Ana', names).change).toBe(
      '2026-12-06 21:49 · Ana · owner: gone@firm.example → Laura Pérez',
    );
    expect(
      followUpLines({ lead_status: 'new', owner: 'Laura' }, { lead_status: 'new', owner: 'Laura', new_note: ' ' }, stamp, 'Ana'),
    ).toEqual({
      note: null,
      change: null,
    });
  });
});
