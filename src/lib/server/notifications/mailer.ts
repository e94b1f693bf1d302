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
  transport ??= nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
  await transport.sendMail({ ...mail, from: config.mailFrom });
}
