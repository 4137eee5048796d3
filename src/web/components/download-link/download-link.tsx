// A stored file's download link on the claim screens (the member's documents, the admin's, a
// message's files): an arrow into a tray before the name, the mark people know for "download"
// (a bare ▼ read as "open a list"), and "Download" in the link's name for screen readers.
import "./download-link.css";

export function DownloadLink({ href, name, className = "text-link" }: { href: string; name: string; className?: string }) {
  return (
    <a className={`${className} download-link`} href={href} download={name}>
      <svg className="download-link__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-mark="download">
        <path d="M8 1.5v8.5M4.25 6.5 8 10.25l3.75-3.75M2 11v3h12v-3" />
      </svg>
      <span className="visually-hidden">Download </span>
      {name}
    </a>
  );
}
