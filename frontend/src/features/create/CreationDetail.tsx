import type { Creation } from '@wonderkin/shared';
import { Button, Modal } from '../../components';

interface CreationDetailProps {
  creation: Creation | null;
  onClose: () => void;
  onMakeAnother: (creation: Creation) => void;
  onShare: (creation: Creation) => void;
  /** A creation opened from a share link: viewing only (no "make another" of somebody else's settings is fine too). */
  shared?: boolean;
}

/** The detail panel of a ready creation: audio and video play inline, PDFs open or download. */
export function CreationDetail({ creation, onClose, onMakeAnother, onShare, shared }: CreationDetailProps) {
  const urls = creation?.resultUrls ?? {};
  return (
    <Modal open={creation !== null} onClose={onClose} title={creation?.title ?? ''} modalType="creation_detail" size="lg">
      {creation && (
        <div className="creation-detail">
          {urls.audiobook && (
            <section className="creation-detail__item" aria-label="Audiobook">
              <h3>Audiobook</h3>
              <audio controls preload="metadata" src={urls.audiobook} className="creation-detail__audio">
                <a href={urls.audiobook}>Download the audiobook</a>
              </audio>
              <a className="link" href={urls.audiobook} download>Download MP3</a>
            </section>
          )}
          {urls.video && (
            <section className="creation-detail__item" aria-label="Video">
              <h3>Video</h3>
              <video controls preload="metadata" src={urls.video} className="creation-detail__video">
                <a href={urls.video}>Download the video</a>
              </video>
              <a className="link" href={urls.video} download>Download MP4</a>
            </section>
          )}
          {urls.digitalActivityBook && (
            <section className="creation-detail__item" aria-label="Digital Activity Book">
              <h3>Digital Activity Book</h3>
              <p>
                <a className="link" href={urls.digitalActivityBook} target="_blank" rel="noopener">Open the activity book</a>
                {' · '}
                <a className="link" href={urls.digitalActivityBook} download>Download PDF</a>
              </p>
            </section>
          )}
          {urls.hardcopyActivityBook && (
            <section className="creation-detail__item" aria-label="Hardcopy Activity Book">
              <h3>Hardcopy Activity Book</h3>
              <p>
                <a className="link" href={urls.hardcopyActivityBook} target="_blank" rel="noopener">Open the printable book</a>
                {' · '}
                <a className="link" href={urls.hardcopyActivityBook} download>Download PDF</a>
              </p>
            </section>
          )}
          <div className="creation-detail__actions">
            {!shared && <Button onClick={() => onMakeAnother(creation)}>Make another on this topic</Button>}
            <Button variant="secondary" onClick={() => onShare(creation)}>Copy share link</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
