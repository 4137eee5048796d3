import { expect, test } from "bun:test";
import { CONNECTIONS_FROM_ADDRESS_MESSAGE, DomainError } from "#shared/errors";
import { carriesBody, createBodiesInFlight } from "./bodies-in-flight";

const post = (signal?: AbortSignal) =>
  new Request("http://aan/api/claims/1/documents", { method: "POST", body: "x", headers: { "content-length": "1" }, signal });

test("a request carries a body when it declares a length or a chunked transfer, never a GET", () => {
  expect(carriesBody(post())).toBe(true);
  expect(carriesBody(new Request("http://aan/", { method: "POST", headers: { "transfer-encoding": "chunked" } }))).toBe(true);
  expect(carriesBody(new Request("http://aan/", { method: "POST" }))).toBe(false);
  expect(carriesBody(new Request("http://aan/", { headers: { "content-length": "10" } }))).toBe(false);
});

test("one client has at most its cap of bodies in flight (429 with Retry-After); another client is counted apart", () => {
  const inFlight = createBodiesInFlight(2);
  inFlight.enter(post(), "203.0.113.7");
  inFlight.enter(post(), "203.0.113.7");
  let refusal: unknown;
  try {
    inFlight.enter(post(), "203.0.113.7");
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(DomainError);
  expect((refusal as DomainError).kind).toBe("throttled");
  expect((refusal as DomainError).message).toBe(CONNECTIONS_FROM_ADDRESS_MESSAGE);
  expect((refusal as DomainError).retryAfterSeconds).toBe(5);
  inFlight.enter(post(), "203.0.113.8");
  expect(inFlight.total()).toBe(3);
});

test("a request gives its place back once, when answered or when its client goes away", () => {
  const inFlight = createBodiesInFlight(1);
  const answered = post();
  inFlight.enter(answered, "203.0.113.7");
  inFlight.leave(answered);
  inFlight.leave(answered);
  expect(inFlight.total()).toBe(0);

  const gone = new AbortController();
  const abandoned = post(gone.signal);
  inFlight.enter(abandoned, "203.0.113.7");
  gone.abort();
  inFlight.leave(abandoned);
  expect(inFlight.total()).toBe(0);
  inFlight.enter(post(), "203.0.113.7");
  expect(inFlight.total()).toBe(1);
});
