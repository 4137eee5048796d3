// A claim's stored documents: name (the download link), type, size and when it was uploaded.
import type { Schema } from "#web/lib/api-types";
import { DownloadLink } from "#web/components/download-link/download-link";
import { formatUtc } from "#web/lib/format-time";
import { documentUrl } from "../api/claims-api";
import { formatFileSize } from "../lib/claim-texts";
import "./claim-documents.css";

export function ClaimDocuments({ documents }: { documents: Schema<"Document">[] }) {
  if (documents.length === 0) return <p className="empty-state">No documents yet</p>;
  return (
    <ul className="plain-list doc-list" aria-label="Documents">
      {documents.map((doc) => (
        <li key={doc.id} className="doc-list__item" data-document-id={doc.id}>
          <DownloadLink className="doc-list__link" href={documentUrl(doc.id)} name={doc.originalFilename} />
          <span className="doc-list__meta text-muted">
            {doc.fileType.toUpperCase()} · {formatFileSize(doc.fileSize)} · {formatUtc(doc.uploadedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
