// The mail transport: nodemailer over SMTP_URL. Without it the portal sends no mail at all.
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config';

let transport: Transporter | undefined;

export function mailConfigured() {
  return !!config.smtpUrl;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Sends one mail; throws what the server answered when it refuses. */
export async function sendMail(mail: OutgoingMail) {
  if (!config.smtpUrl) throw new Error('SMTP_URL is not set');
  // Bounded waits: the sender holds its outbox rows while it talks to the mail server (decision 059).
  transport ??= nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }, { from: config.mailFrom });
  await transport.sendMail({ ...mail, from: config.mailFrom });
}
