// Lines to a destination that may be full never wait for it: they go out at once while it takes
// them, else wait in one bounded buffer in order, whole; a line that does not fit is dropped and
// counted, and a notice of the count goes out before the next line once there is room again.
import { expect, test } from "bun:test";
import { createBoundedLineWriter, type Destination } from "./bounded-line-writer";

/** A pipe of `room` bytes that nobody reads until `read` is called; or one that fails. */
function fakePipe(room: number) {
  let received: Buffer[] = [];
  let free = room;
  let failing = false;
  const destination: Destination = (data) => {
    if (failing) return -1;
    const bytes = Buffer.from(data);
    const taken = Math.min(free, bytes.byteLength);
    free -= taken;
    received.push(bytes.subarray(0, taken));
    return taken;
  };
  return {
    destination,
    /** The reader takes everything so far, making `newRoom` bytes free again. */
    readBytes(newRoom = room) {
      const bytes = Buffer.concat(received);
      received = [];
      free = newRoom;
      return bytes;
    },
    read(newRoom = room) {
      return this.readBytes(newRoom).toString();
    },
    fail() {
      failing = true;
    },
  };
}

const notice = (count: number) => `dropped ${count}\n`;
const line = (i: number) => `line ${String(i).padStart(4, "0")}\n`; // 10 bytes

function writerOn(pipe: ReturnType<typeof fakePipe>, capacityBytes: number) {
  let waits = 0;
  const writer = createBoundedLineWriter({ destination: pipe.destination, capacityBytes, dropNotice: notice, onWaiting: () => waits++ });
  return { writer, waits: () => waits };
}

test("while the destination takes the lines, they go out at once and nothing waits", () => {
  const pipe = fakePipe(1000);
  const { writer, waits } = writerOn(pipe, 100);
  for (let i = 0; i < 5; i++) writer.write(line(i));
  expect(pipe.read()).toBe([0, 1, 2, 3, 4].map(line).join(""));
  expect(writer.waitingBytes()).toBe(0);
  expect(waits()).toBe(0);
});

test("a full destination: lines wait up to the bound, in order; the rest are dropped whole and counted", () => {
  const pipe = fakePipe(30);
  const { writer, waits } = writerOn(pipe, 50);
  for (let i = 0; i < 12; i++) writer.write(line(i));
  // 3 lines fill the pipe, 5 wait (50 bytes), 4 are dropped.
  expect(writer.waitingBytes()).toBe(50);
  expect(writer.droppedLines()).toBe(4);
  expect(waits()).toBe(1);

  // Nothing moves while the reader is away; draining again changes nothing.
  expect(writer.drain()).toBe(0);
  expect(writer.droppedLines()).toBe(4);

  // The reader is back with room for everything: the waiting lines, then the notice.
  expect(pipe.read(1000)).toBe([0, 1, 2].map(line).join(""));
  expect(writer.drain()).toBe(50);
  expect(pipe.read()).toBe([3, 4, 5, 6, 7].map(line).join("") + notice(4));
  expect(writer.waitingBytes()).toBe(0);

  // The notice was given once; later lines go out at once again.
  writer.write(line(12));
  writer.write(line(13));
  expect(pipe.read()).toBe(line(12) + line(13));
  expect(writer.droppedLines()).toBe(4);
});

test("the next line written after drops comes with the notice before it, as soon as both fit", () => {
  const pipe = fakePipe(0);
  const { writer } = writerOn(pipe, 40);
  for (let i = 0; i < 6; i++) writer.write(line(i)); // 4 wait, 2 dropped
  expect(writer.droppedLines()).toBe(2);

  // The reader takes 20 bytes: two lines out, 20 bytes of room; the next line and its notice fit.
  pipe.read(20);
  writer.drain();
  writer.write(line(6));
  expect(writer.droppedLines()).toBe(2);
  pipe.read(1000);
  writer.drain();
  expect(pipe.read()).toBe([2, 3].map(line).join("") + notice(2) + line(6));
});

test("a line the destination takes only in part is finished before any other", () => {
  const pipe = fakePipe(4);
  const { writer } = writerOn(pipe, 100);
  writer.write(line(0));
  writer.write(line(1));
  expect(pipe.read(3)).toBe("line");
  writer.drain();
  expect(pipe.read(1000)).toBe(" 00");
  writer.drain();
  expect(pipe.read()).toBe("00\n" + line(1));
});

test("lines keep their order across many fills and partial reads (the buffer is reused in place)", () => {
  const pipe = fakePipe(7);
  const { writer } = writerOn(pipe, 64);
  let out = "";
  let next = 0;
  for (let round = 0; round < 200; round++) {
    for (let i = 0; i < 3; i++) writer.write(line(next++));
    out += pipe.read(7 + (round % 11));
    writer.drain();
  }
  out += pipe.read(100_000);
  writer.drain();
  out += pipe.read();
  // Every line that arrived is whole, in order; what is missing was counted, and told.
  const arrived = out.split("\n").filter(Boolean);
  const lines = arrived.filter((text) => text.startsWith("line "));
  const told = arrived.filter((text) => text.startsWith("dropped ")).reduce((sum, text) => sum + Number(text.slice(8)), 0);
  expect(lines.map((text) => Number(text.slice(5)))).toEqual([...lines.map((text) => Number(text.slice(5)))].sort((a, b) => a - b));
  for (const text of lines) expect(text).toMatch(/^line \d{4}$/);
  expect(writer.droppedLines()).toBeGreaterThan(0);
  expect(lines.length + told).toBe(next);
  expect(told).toBe(writer.droppedLines());
});

test("a destination that fails loses the line (counted), and what waited for it", () => {
  const pipe = fakePipe(0);
  const { writer } = writerOn(pipe, 100);
  writer.write(line(0));
  writer.write(line(1));
  pipe.fail();
  writer.drain();
  expect(writer.waitingBytes()).toBe(0);
  expect(writer.droppedLines()).toBe(2);
  writer.write(line(2));
  expect(writer.droppedLines()).toBe(3);
});

test("a line longer than the whole buffer is dropped when it has to wait, and counted", () => {
  const pipe = fakePipe(0);
  const { writer } = writerOn(pipe, 20);
  writer.write("x".repeat(30) + "\n");
  expect(writer.droppedLines()).toBe(1);
  expect(writer.waitingBytes()).toBe(0);
});

test("multi-byte characters are counted in bytes, and a line split inside one arrives whole", () => {
  const pipe = fakePipe(4);
  const { writer } = writerOn(pipe, 100);
  const text = "é→€ ünïcödé\n✓\n";
  writer.write("é→€ ünïcödé\n"); // the pipe takes "é" and two of the three bytes of "→"
  writer.write("✓\n");
  expect(writer.waitingBytes()).toBe(Buffer.byteLength(text) - 4);
  const first = pipe.readBytes(1000);
  writer.drain();
  expect(Buffer.concat([first, pipe.readBytes()]).toString()).toBe(text);
  expect(writer.droppedLines()).toBe(0);
});
