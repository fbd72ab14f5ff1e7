import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { conversationWaiting, leadCreated, leadUpdated, webhookHeaders } from './events';

const stored = {
  id: 3,
  documentId: 'doc-3',
  submission_id: 'sub-3',
  createdAt: '2026-12-06T10:00:00.000Z',
  name: 'Ana',
  company: 'Acme',
  email: 'ana@acme.example',
  interest_area: 'SAP',
  country: 'México',
  industry: 'Manufactura',
  position: 'CEO',
  language: 'es',
  utm_campaign: 'otoño',
  landing_page: '/es?utm_campaign=otono',
  // Never for the CRM: the outbox's bookkeeping, what the CMS derives, a field added later.
  mail_status: 'sent',
  mail_claim: 'x',
  crm_last_error: 'boom',
  entry_title: 'Ana — Acme',
  internal_score: 42,
};

describe('the CRM events', () => {
  it('lead.created carries the form’s fields and the attribution, nothing else', () => {
    const payload = leadCreated('lead', stored);
    expect(payload).toEqual({
      kind: 'lead',
      submission_id: 'sub-3',
      created_at: '2026-12-06T10:00:00.000Z',
      fields: {
        name: 'Ana',
        company: 'Acme',
        email: 'ana@acme.example',
        interest_area: 'SAP',
        country: 'México',
        industry: 'Manufactura',
        position: 'CEO',
        language: 'es',
      },
      attribution: {
        landing_page: '/es?utm_campaign=otono',
        sending_page: null,
        referrer: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: 'otoño',
        utm_term: null,
        utm_content: null,
      },
    });
    const text = JSON.stringify(payload);
    for (const secret of ['mail_', 'crm_', 'entry_title', 'internal_score', 'doc-3']) expect(text).not.toContain(secret);
  });

  it("a document request's event names the document", () => {
    const payload = leadCreated('download-request', {
      submission_id: 's',
      email: 'e@x.y',
      download_card: { id: 9, documentId: 'card-9', title_es: 'Guía', title_en: 'Guide', secret_field: 'no' },
    });
    expect(payload.document).toEqual({ id: 'card-9', title_es: 'Guía', title_en: 'Guide' });
    expect(payload.fields).toEqual({ email: 'e@x.y', user_name: null, language: null });
  });

  it('lead.updated says what changed, from and to, and by whom; nothing when nothing tracked changed', () => {
    const before = { ...stored, lead_status: 'new', owner: null };
    const after = { ...stored, lead_status: 'contacted', owner: 'laura@firm.example', updatedAt: '2026-12-07T01:00:00.000Z' };
    const names = new Map([['laura@firm.example', 'Laura Pérez']]);
    const laura = { email: 'laura@firm.example', name: 'Laura Pérez' };
    expect(leadUpdated('lead', before, after, 'Sofía Ruiz', names)).toEqual({
      kind: 'lead',
      submission_id: 'sub-3',
      email: 'ana@acme.example',
      status: 'contacted',
      owner: laura,
      changes: { status: { from: 'new', to: 'contacted' }, owner: { from: null, to: laura } },
      changed_by: 'Sofía Ruiz',
      changed_at: '2026-12-07T01:00:00.000Z',
    });
    expect(leadUpdated('lead', before, { ...before, name: 'Other' }, null)).toBeNull();
    // Reassigned: both owners by e-mail and name; one who is no admin user any more reads by e-mail.
    const reassigned = leadUpdated('lead', after, { ...after, owner: 'gone@firm.example' }, 'Laura', names);
    expect(reassigned?.changes).toEqual({ owner: { from: laura, to: { email: 'gone@firm.example', name: 'gone@firm.example' } } });
    expect(reassigned?.owner).toEqual({ email: 'gone@firm.example', name: 'gone@firm.example' });
    // A note added (plugins/inbox/server/src/follow-up.ts writes it first in the notes).
    const noted = leadUpdated(
      'lead',
      { ...before, notes: '2026-12-05 10:00 · Ana: first' },
      { ...before, notes: '2026-12-06 21:49 · Laura: wants a demo\n2026-12-05 10:00 · Ana: first' },
      'Laura',
    );
    expect(noted?.changes).toEqual({ note: { from: null, to: '2026-12-06 21:49 · Laura: wants a demo' } });
  });

  it('conversation.waiting keeps only its allowed fields', () => {
    expect(
      conversationWaiting({ conversation_id: 'c1', id_conversation: 'visitor-key', language: 'en', transcript: ['secret'], ip: '1.2.3.4' }),
    ).toEqual({
      conversation_id: 'c1',
      language: 'en',
      waiting_since: null,
      summary: null,
      page: null,
      campaign: null,
      admin_url: null,
    });
  });

  it('is signed in the Standard Webhooks format: the standardwebhooks package verifies it', () => {
    const secret = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`;
    const body = JSON.stringify({ type: 'lead.created', timestamp: new Date().toISOString(), data: leadCreated('lead', stored) });
    const now = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders(secret, 'lead.created.sub-3', now, body);
    expect(headers['webhook-id']).toBe('lead.created.sub-3');
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    // A changed body, another secret or a replay from long ago are refused.
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    const other = `whsec_${Buffer.from('b'.repeat(32)).toString('base64')}`;
    expect(() => new Webhook(other).verify(body, headers)).toThrow();
    const old = webhookHeaders(secret, 'x', now - 3600, body);
    expect(() => new Webhook(secret).verify(body, old)).toThrow();
  });

  it('a secret that is not whsec_ is used as raw bytes (the library’s raw format)', () => {
    const secret = 'a-long-shared-secret-of-the-firm';
    const body = '{"type":"webhook.test"}';
    const headers = webhookHeaders(secret, 'evt_1', Math.floor(Date.now() / 1000), body);
    expect(new Webhook(secret, { format: 'raw' }).verify(body, headers)).toEqual({ type: 'webhook.test' });
  });
});
