// A real SMTP server on a loopback port that keeps what it receives: the mails a member would read.
// Quoted-printable soft breaks and '=' escapes are undone so links read as sent.
import { SMTPServer } from "smtp-server";

export type Mail = { to: string; text: string };
export type Mailbox = { port: number; mails: Mail[]; close(): Promise<void> };

export async function startMailbox(): Promise<Mailbox> {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), text: raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    port: (smtp.server.address() as { port: number }).port,
    mails,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
