// Answers the page with this browser's timezone, read where the cost of the first Intl call
// (loading ICU's data) does not hold up the page's own thread (fingerprint.ts).
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
