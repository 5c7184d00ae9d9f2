// The manifest fields that say where the system lives and how Foundry installs and updates it
// (url, manifest, download, license, version), worked out from package.json so a release bumps
// one file. The links follow the usual GitHub release layout for Foundry packages: the manifest
// of the latest release at a fixed address, and each release's own zip.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** "git+https://github.com/o/r.git", "github:o/r" or { url } → "https://github.com/o/r". */
export function repositoryUrl(repository) {
  const raw = typeof repository === "string" ? repository : repository?.url;
  if (typeof raw !== "string" || raw.trim() === "") throw new Error('package.json has no "repository": the manifest needs the project\'s address');
  const short = /^github:([\w.-]+\/[\w.-]+)$/.exec(raw.trim());
  if (short) return `https://github.com/${short[1]}`;
  const url = raw.trim().replace(/^git\+/, "").replace(/\.git$/, "").replace(/\/+$/, "");
  if (!/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/.test(url)) throw new Error(`package.json "repository" must be a GitHub repository, not "${raw}"`);
  return url;
}

/**
 * The licence file the manifest points to. Foundry's `license` is a web address or a path inside
 * the package; npm's "SEE LICENSE IN <file>" names that file, and an SPDX id keeps its text in LICENSE.
 */
export function licenseFile(license) {
  if (typeof license !== "string" || license === "" || license === "UNLICENSED") throw new Error('package.json "license" must name the licence ("SEE LICENSE IN LICENSE" or an SPDX id)');
  const seeFile = /^SEE LICEN[CS]E IN (.+)$/.exec(license);
  return seeFile ? seeFile[1].trim() : "LICENSE";
}

/** The release fields of system.json for this package.json. */
export function releaseFields(pkg, systemId = "starskirmish") {
  const url = repositoryUrl(pkg.repository);
  return {
    version: pkg.version,
    url,
    manifest: `${url}/releases/latest/download/system.json`,
    download: `${url}/releases/download/v${pkg.version}/${systemId}.zip`,
    license: licenseFile(pkg.license),
  };
}

/** The release fields of the project at `root`. */
export function projectReleaseFields(root) {
  return releaseFields(JSON.parse(readFileSync(join(root, "package.json"), "utf8")));
}
