// A real SMTP server on a loopback port that keeps what it receives: the mails a member would read.
// Quoted-printable soft breaks and '=' escapes are undone so links read as sent. The app also
// delivers on its own right after a request (deliverSoon): a mail may still be on its way when a
// test's own delivery finds nothing left to send, so a test waits for the mail it expects.
import { SMTPServer } from "smtp-server";

export type Mail = { to: string; text: string };
export type Mailbox = {
  port: number;
  mails: Mail[];
  /** The newest mail that matches, once it has arrived (within 5 s, else the test fails). */
  waitForMail(matches: (mail: Mail) => boolean): Promise<Mail>;
  close(): Promise<void>;
};

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
    async waitForMail(matches) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = mails.filter(matches).at(-1);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error("the expected mail did not arrive within 5 s");
        await Bun.sleep(10);
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
