// @vitest-environment happy-dom
/**
 * The forms' markup states what their schemas rule (docs/decisions/0095): every declared text field's
 * `required` and `maxLength` come from the schema (packages/content/src/forms.ts, generated rules), and
 * the chat's short form lays its fields out from its declaration.
 */
import { chatContactForm, contactForm, type FieldSpec, leadForm } from '@site/content/forms';
import { formSchemas, markupRules } from '@site/content/schemas';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatContactForm from '~/features/chat-widget/ChatContactForm';
import { translator } from '~/i18n/i18n';
import { renderPage } from '~/test-utils/render';
import { declaredTextProps } from './fields/fields';

const textKinds = (fields: readonly FieldSpec[]) => fields.filter((f) => f.kind === 'text' || f.kind === 'email' || f.kind === 'textarea');

describe("the declared fields' markup", () => {
  it('marks required and bounds every text field of every form as its schema does', () => {
    const t = translator('en');
    for (const form of [contactForm, leadForm, chatContactForm]) {
      const rules = markupRules(formSchemas[form.intent]);
      for (const f of textKinds(form.fields)) {
        const props = declaredTextProps(f, t);
        expect({ name: `${form.intent}.${f.name}`, required: props.required, maxLength: props.maxLength }).toEqual({
          name: `${form.intent}.${f.name}`,
          ...rules[f.name],
        });
      }
    }
  });
});

/** The chat's form as the panel draws it when offered. */
function ChatForm() {
  return (
    <ChatContactForm
      idPrefix="chat-lead"
      lang="en"
      t={translator('en')}
      question="Can someone call me?"
      idConversation="3f0c7d1e-8c1a-4b7e-9d2f-1a2b3c4d5e6f"
      onSent={() => undefined}
      onDismiss={() => undefined}
    />
  );
}

describe("the chat's short contact form", () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ countries: [], positions: [], industries: [], country: 'mx' }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders its fields with the required flags and maximum lengths of its schema', async () => {
    renderPage(ChatForm);
    await screen.findByRole('textbox', { name: /Name/ });
    const rules = markupRules(formSchemas['chat-contact']);
    for (const name of ['name', 'email', 'comment'] as const) {
      const input = document.getElementById(`chat-lead-${name}`) as HTMLInputElement | HTMLTextAreaElement;
      // Required reads as aria-required and the field's mark (the form validates itself: noValidate).
      const required = input.getAttribute('aria-required') === 'true';
      expect({ name, required, maxLength: input.maxLength }).toEqual({ name, ...rules[name] });
    }
    // The phone is optional in the schema, and so in the markup.
    expect(rules.phone?.required).toBe(false);
    expect(document.getElementById('chat-lead-phone')?.getAttribute('aria-required')).toBe('false');
  });
});
