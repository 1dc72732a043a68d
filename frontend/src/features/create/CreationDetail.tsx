import { DEFAULT_CUSTOM_OPTIONS, type Creation } from '@wonderkin/shared';
import { Button, Modal } from '../../components';
import { ReadingLevelBadge } from '../../components/ReadingLevelBadge';

interface CreationDetailProps {
  creation: Creation | null;
  onClose: () => void;
  onMakeAnother: (creation: Creation) => void;
  onShare: (creation: Creation) => void;
  /** A creation opened from a share link: viewing only. */
  shared?: boolean;
}

/** Audio or video that plays inline, with a download link. */
function PlayableOutput({ kind, title, src, download }: { kind: 'audio' | 'video'; title: string; src: string; download: string }) {
  const Player = kind;
  return (
    <section className="creation-detail__item" aria-label={title}>
      <h3>{title}</h3>
      <Player controls preload="metadata" src={src} className={`creation-detail__${kind}`}>
        <a href={src}>{download}</a>
      </Player>
      <a className="link" href={src} download>{download}</a>
    </section>
  );
}

/** A PDF that opens in a new tab or downloads. */
function PdfOutput({ title, href, openLabel }: { title: string; href: string; openLabel: string }) {
  return (
    <section className="creation-detail__item" aria-label={title}>
      <h3>{title}</h3>
      <p>
        <a className="link" href={href} target="_blank" rel="noopener">{openLabel}</a>
        {' · '}
        <a className="link" href={href} download>Download PDF</a>
      </p>
    </section>
  );
}

/** The detail panel of a ready creation: audio and video play inline, PDFs open or download. */
export function CreationDetail({ creation, onClose, onMakeAnother, onShare, shared }: CreationDetailProps) {
  const urls = creation?.resultUrls ?? {};
  return (
    <Modal open={creation !== null} onClose={onClose} title={creation?.title ?? ''} modalType="creation_detail" size="lg">
      {creation && (
        <div className="creation-detail">
          <ReadingLevelBadge
            readability={creation.readability}
            audience={`ages ${creation.ageBand ?? (creation.customOptions ?? DEFAULT_CUSTOM_OPTIONS).ageBand}`}
            measuredOn="the story's text"
          />
          {/* Where an offline book's facts come from, or which parts are general (issue 19). */}
          {creation.contentNote && <p className="creation-detail__note">{creation.contentNote}</p>}
          {urls.audiobook && <PlayableOutput kind="audio" title="Audiobook" src={urls.audiobook} download="Download MP3" />}
          {urls.video && <PlayableOutput kind="video" title="Video" src={urls.video} download="Download MP4" />}
          {urls.digitalActivityBook && (
            <PdfOutput title="Digital Activity Book" href={urls.digitalActivityBook} openLabel="Open the activity book" />
          )}
          {urls.hardcopyActivityBook && (
            <PdfOutput title="Hardcopy Activity Book" href={urls.hardcopyActivityBook} openLabel="Open the printable book" />
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
