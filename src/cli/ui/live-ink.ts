// Ink decides once, when it is first loaded, whether it runs in CI (CI or CONTINUOUS_INTEGRATION
// set in the environment); in CI it draws nothing until the app ends and ignores resizes. The
// dashboard and the terminal forms open only on a terminal (they check isTTY first), and an
// operator's shell may carry CI=true (some container images set it), so Ink is loaded with those
// two variables hidden: it then draws live. The environment is put back as it was right after.
const CI_VARIABLES = ["CI", "CONTINUOUS_INTEGRATION"] as const;

/** Runs `load` (the dynamic imports that bring Ink in) with Ink's CI check seeing no CI. */
export async function loadInkLive<T>(load: () => Promise<T>): Promise<T> {
  const saved = CI_VARIABLES.map((name) => [name, process.env[name]] as const);
  for (const [name] of saved) delete process.env[name];
  try {
    return await load();
  } finally {
    for (const [name, value] of saved) if (value !== undefined) process.env[name] = value;
  }
}
