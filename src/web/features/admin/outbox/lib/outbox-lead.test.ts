import { describe, expect, test } from "bun:test";
import { outboxLead } from "./outbox-lead";

describe("the outbox's lead", () => {
  test("with both transports it never says messages are held", () => {
    const lead = outboxLead({ email: true, sms: true });
    expect(lead).not.toContain("held");
    expect(lead).toStartWith("Messages are sent by e-mail (AAN_SMTP_URL) and SMS");
  });

  test("with one transport it names the other channel as held", () => {
    expect(outboxLead({ email: true, sms: false })).toContain("text messages are held here");
    expect(outboxLead({ email: false, sms: true })).toContain("e-mails are held here");
  });

  test("with none, every message waits for the operator", () => {
    expect(outboxLead({ email: false, sms: false })).toStartWith("No mail server or SMS gateway is configured");
  });
});
