export interface OutgoingEmail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
  ping(): Promise<void>;
}
