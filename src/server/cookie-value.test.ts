import { expect, test } from "bun:test";
import { cookieValue } from "./cookie-value";

const withCookie = (cookie?: string) => new Request("http://localhost/", { headers: cookie ? { cookie } : {} });

test("finds the named cookie among others, exactly by name", () => {
  expect(cookieValue(withCookie("a=1; aan_member=tok-EN_1; aan_member_x=no"), "aan_member")).toBe("tok-EN_1");
  expect(cookieValue(withCookie("xaan_member=no; aan_member=yes"), "aan_member")).toBe("yes");
  expect(cookieValue(withCookie("__Host-aan_admin=abc"), "__Host-aan_admin")).toBe("abc");
});

test("no header, no such cookie, an empty value or a broken escape read as none", () => {
  expect(cookieValue(withCookie(), "aan_member")).toBeUndefined();
  expect(cookieValue(withCookie("other=1"), "aan_member")).toBeUndefined();
  expect(cookieValue(withCookie("aan_member="), "aan_member")).toBeUndefined();
  expect(cookieValue(withCookie("aan_member=%E0%A4%A"), "aan_member")).toBeUndefined();
});
