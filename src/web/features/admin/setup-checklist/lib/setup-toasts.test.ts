import { describe, expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { setupToasts } from "./setup-toasts";

describe("setup checklist toasts", () => {
  test("a change says the server's message, or a fallback", () => {
    expect(setupToasts.changed("Messaging chat link: marked not needed")).toEqual({
      title: "Messaging chat link: marked not needed",
      variant: "default",
    });
    expect(setupToasts.changed(undefined)).toEqual({ title: "Checklist updated", variant: "default" });
  });

  test("a refused test message shows the server's reason", () => {
    const error = new ApiError({ status: 400, kind: "invalid", message: "Give an e-mail address or a phone number of at least 10 digits" });
    expect(setupToasts.testFailed(error)).toEqual({
      title: "Test message not sent",
      description: "Give an e-mail address or a phone number of at least 10 digits",
      variant: "destructive",
    });
  });

  test("a failed fetch names the checklist", () => {
    expect(setupToasts.fetchFailed(new Error("offline")).title).toBe("Failed to fetch the setup checklist");
  });
});
