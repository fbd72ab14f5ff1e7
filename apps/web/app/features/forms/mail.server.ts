/**
 * Outgoing e-mail of the forms: through SMTP when SMTP_HOST is set, otherwise written as `.eml`
 * files into OUTBOX_DIR (the embedded default `<repo>/.data/outbox`; open them with any mail client
 * or read them as text).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer, { type Transporter } from 'nodemailer';
import { cached, cms } from '~/content/content.server';
import { env } from '~/config/env.server';

const DEFAULT_MAIL_TO = 'contacto@nexalia-consulting.example';

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  language: 'es' | 'en';
  attachments?: Attachment[];
  /** What it is about (file name of the outbox copy, X-Submission-Kind header). */
  kind: 'contact' | 'lead' | 'download' | 'notification';
  submissionId: string;
}

interface SentMail {
  transport: 'smtp' | 'outbox';
  /** The outbox file, when written there. */
  file?: string;
  messageId: string;
}

let smtp: Transporter | null = null;

function smtpTransport(): Transporter {
  if (!smtp) {
    const e = env();
    smtp = nodemailer.createTransport({
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE,
      auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASS ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }
  return smtp;
}

const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The web app's folder (where its package.json is), found from this module's location. */
function webAppDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@site/web') return dir;
      } catch {
        // not ours; keep looking
      }
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return process.cwd();
}

let outbox: string | null = null;
function outboxDir(): string {
  if (!outbox) outbox = resolve(env().OUTBOX_DIR || resolve(webAppDir(), '../../.data/outbox'));
  return outbox;
}

/** The firm's inbox: MAIL_TO, else the e-mail of the CMS footer, else the embedded default. */
export async function firmInbox(): Promise<string> {
  const configured = env().MAIL_TO;
  if (configured) return configured;
  try {
    const footer = await cached('footer', () => cms().single('footer'));
    if (footer.email) return footer.email;
  } catch {
    // the CMS is unreachable: the default inbox
  }
  return DEFAULT_MAIL_TO;
}

export async function sendMail(mail: OutgoingMail): Promise<SentMail> {
  const e = env();
  const message = {
    from: e.MAIL_FROM,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    headers: {
      'Content-Language': mail.language,
      'X-Submission-Id': mail.submissionId,
      'X-Submission-Kind': mail.kind,
    },
  };
  if (e.SMTP_HOST) {
    const info = (await smtpTransport().sendMail(message)) as { messageId: string };
    return { transport: 'smtp', messageId: info.messageId };
  }
  const info = (await fileTransport.sendMail(message)) as { messageId: string; message: Buffer };
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${stamp}-${mail.kind}-${mail.submissionId}.eml`);
  await writeFile(file, info.message);
  return { transport: 'outbox', file, messageId: info.messageId };
}
