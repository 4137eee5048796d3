// The typed calls: a documented path with its parameters becomes the URL the server routes; the
// call goes through the one transport (api-client.ts); the compiler refuses a path the API does
// not serve, a missing path parameter and a body of the wrong shape (checked by tsc in npm test).
import { afterEach, describe, expect, test } from "bun:test";
import { ApiError } from "./api-error";
import { answerWith, apiCall, apiPageQueryFn, apiQueryFn, apiSend, apiUrl } from "./api-call";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answering(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return calls;
}

describe("apiUrl", () => {
  test("fills path parameters, encoded, and adds the query's given values", () => {
    expect(apiUrl("/api/claims/{id}", { path: { id: "a b/c" } })).toBe("/api/claims/a%20b%2Fc");
    expect(apiUrl("/api/admin/claims", { query: { status: "submitted", page: 2, q: "", search: undefined } })).toBe(
      "/api/admin/claims?status=submitted&page=2",
    );
    expect(apiUrl("/api/plans")).toBe("/api/plans");
    expect(() => apiUrl("/api/claims/{id}", {})).toThrow("/api/claims/{id}: no value for {id}");
  });
});

describe("a typed call", () => {
  test("is sent by the one transport: its method, URL, JSON body and credentials", async () => {
    const calls = answering(200, { success: true, message: "Assigned", code: {} });
    const answer = await apiCall("post", "/api/admin/invitation-codes/{id}/assign", {
      path: { id: "c1" },
      body: {
        assigneeUsername: "ann",
        assigneeFirstName: "Ann",
        assigneeLastName: "Lee",
        assigneePhone: "7135550142",
        assigneeEmail: "ann@example.com",
      },
    });
    expect(answer.message).toBe("Assigned");
    expect(calls[0]!.url).toBe("/api/admin/invitation-codes/c1/assign");
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.credentials).toBe("include");
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ assigneeUsername: "ann" });
  });

  test("a failure is the transport's ApiError; a query may answer null on 401", async () => {
    answering(409, { success: false, error: "Code is already used", kind: "conflict" });
    const refused = await apiSend("post", "/api/contact", {
      body: { callsign: "a", encryptedChannel: "a@example.com", operationType: "other-operation", missionDetails: "x" },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe("Code is already used");
    answering(401, { success: false, error: "Authentication required", kind: "unauthenticated" });
    const me = apiQueryFn("/api/auth/user", {}, { on401: "returnNull" });
    expect(await me({ queryKey: ["member"], signal: new AbortController().signal, meta: undefined } as never)).toBeNull();
  });

  test("the compiler refuses what the document does not allow", () => {
    const compileOnly = () => {
      // @ts-expect-error a path the API does not serve
      void apiCall("get", "/api/nowhere", {});
      // @ts-expect-error the path parameter is missing
      void apiCall("get", "/api/claims/{id}", {});
      // @ts-expect-error a body of the wrong shape
      void apiCall("post", "/api/contact", { body: { callsign: 1 } });
    };
    expect(typeof compileOnly).toBe("function");
  });
});

describe("an answer of two shapes", () => {
  const context = () => ({ queryKey: ["codes"], signal: new AbortController().signal, meta: undefined }) as never;

  test("a page query asks with paging and answers the page", async () => {
    const calls = answering(200, { success: true, items: [], page: 2, pageSize: 25, total: 0, counts: {} });
    const page = await apiPageQueryFn("/api/admin/invitation-codes", { query: { status: "all", page: 2, pageSize: 25 } })(context());
    expect(page.items).toEqual([]);
    expect(calls[0]!.url).toBe("/api/admin/invitation-codes?status=all&page=2&pageSize=25");
  });

  test("the other shape fails the query instead of reaching the screen", async () => {
    answering(200, { success: true, codes: { unused: [], used: [], assigned: [], unassigned: [], expired: [] } });
    const failed = await apiPageQueryFn("/api/admin/invitation-codes", { query: { page: 1 } })(context()).catch((error: unknown) => error);
    expect((failed as Error).message).toBe('/api/admin/invitation-codes answered without "items"');
  });

  test("answerWith narrows to the branch that carries the key", () => {
    const batch: { codes: string[] } | { code: string } = { codes: ["A1"] };
    expect(answerWith(batch, "codes", "/api/admin/invitation-codes").codes).toEqual(["A1"]);
    expect(() => answerWith(batch, "code", "/api/admin/invitation-codes")).toThrow('answered without "code"');
  });
});
