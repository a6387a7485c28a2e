export type ClipboardEnvironment = {
  clipboard?: Pick<Clipboard, 'writeText'>;
  document?: Document;
};

function defaultEnvironment(): ClipboardEnvironment {
  return {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    document: typeof document === 'undefined' ? undefined : document,
  };
}

// The async Clipboard API needs a secure context; plain-HTTP deployments fall back to a hidden textarea.
function copyWithTextarea(value: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.select();
    return doc.execCommand?.('copy') ?? false;
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Resolves true when the value reached the clipboard. */
export async function copyToClipboard(
  value: string,
  env: ClipboardEnvironment = defaultEnvironment(),
): Promise<boolean> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(value);
      return true;
    } catch {
      // Denied permission or insecure context: try the fallback.
    }
  }
  return env.document ? copyWithTextarea(value, env.document) : false;
}
