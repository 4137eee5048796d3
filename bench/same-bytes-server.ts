// A plain Bun.serve that answers every request with one recorded body and its content headers:
// the runtime's own rate for a body of that size on this machine. The compatibility answers
// (every code or entry in one body) are measured against it (decision 0048): at 350 KB a request,
// bytes over loopback set the rate, whatever the server does.
//
//   bun bench/same-bytes-server.ts <body file> <content-type> [content-encoding]   → prints its URL
const [file, contentType, contentEncoding] = process.argv.slice(2);
if (!file || !contentType) throw new Error("usage: bun bench/same-bytes-server.ts <body file> <content-type> [content-encoding]");
const body = await Bun.file(file).bytes();
const headers: Record<string, string> = {
  "content-type": contentType,
  ...(contentEncoding ? { "content-encoding": contentEncoding } : {}),
};
const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response(body, { headers }) });
console.log(`listening on ${server.url.href.replace(/\/$/, "")}`);
export {};
