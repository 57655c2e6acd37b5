/** The install command for each package manager the site offers, for a space-separated package list. */
export function installCommands(packages: string): {pip: string; uv: string} {
  const names = packages.trim().split(/\s+/).filter(Boolean);
  if (names.length === 0) throw new Error('InstallTabs needs at least one package name');
  // Extras such as dagster-airlift[core] need quotes in zsh and are harmless in bash.
  const quoted = names.map((name) => (/[[\]<>=]/.test(name) ? `"${name}"` : name)).join(' ');
  return {pip: `pip install ${quoted}`, uv: `uv add ${quoted}`};
}
