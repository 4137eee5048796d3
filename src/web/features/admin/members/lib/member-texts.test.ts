import { expect, test } from "bun:test";
import { clearDevicesConfirmation, deactivateConfirmation, devicesUsedText, memberFullName, memberStateText } from "./member-texts";

test("the confirms name the member and say that their sessions end", () => {
  expect(deactivateConfirmation("jane1")).toStartWith("Deactivate jane1? They are signed out on every device");
  expect(clearDevicesConfirmation("jane1", 2)).toStartWith("Clear all 2 device(s) of jane1? Their sessions end");
});

test("a member's state and devices read the same in the list and the detail", () => {
  expect(memberStateText({ isActive: true })).toBe("Active");
  expect(memberStateText({ isActive: false })).toBe("Inactive");
  expect(devicesUsedText({ deviceCount: 1, maxDevices: 3 })).toBe("1 / 3");
  expect(memberFullName({ firstName: "Jane", lastName: "Doe" })).toBe("Jane Doe");
});
