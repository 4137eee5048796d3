// Copies text to the clipboard. navigator.clipboard exists only on secure origins (https,
// localhost), and AAN may be served on plain http inside a LAN: there a hidden textarea and
// document.execCommand('copy') still work, as they must run inside the click that asked.

export type CopyEnvironment = {
  clipboard?: { writeText(text: string): Promise<void> };
  isSecureContext: boolean;
  document: Pick<Document, "createElement" | "body" | "execCommand" | "activeElement">;
};

function browserEnvironment(): CopyEnvironment {
  return { clipboard: navigator.clipboard, isSecureContext: window.isSecureContext, document };
}

/** The fallback: select the text in an off-screen textarea and copy the selection. */
export function copyWithTextarea(text: string, doc: CopyEnvironment["document"]): boolean {
  // Selecting the textarea takes focus: give it back to the button that was pressed.
  const previous = doc.activeElement as HTMLElement | null;
  const area = doc.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.setAttribute("aria-hidden", "true");
  // Off screen, and large enough type that iOS does not zoom in on it.
  area.style.cssText = "position:fixed;top:0;left:-9999px;opacity:0;font-size:16px";
  doc.body.append(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return doc.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus?.({ preventScroll: true });
  }
}

/** True when the text is on the clipboard. */
export async function copyText(text: string, env: CopyEnvironment = browserEnvironment()): Promise<boolean> {
  if (env.clipboard && env.isSecureContext) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): the old way may still work.
    }
  }
  return copyWithTextarea(text, env.document);
}
