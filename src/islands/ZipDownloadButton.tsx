import { Button } from 'react-bootstrap';
import { downloadZip } from '@/lib/api/download';

/** All attachments of a post as one zip (spec section 7: /api/files/{fileGroupId}). */
export default function ZipDownloadButton({ fileGroupId }: { fileGroupId: number | null }) {
  return (
    <Button size="sm" variant="outline-primary" onClick={() => void downloadZip(fileGroupId ?? '')} data-testid="zip-download">
      전체 내려받기 (ZIP)
    </Button>
  );
}
