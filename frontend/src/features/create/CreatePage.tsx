import { MESSAGES, TIMINGS, type Creation } from '@wonderkin/shared';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, FeedbackWidget, LoadingBlock, PageLayout, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { useChildren } from '../../lib/children';
import { useContact } from '../../lib/contact';
import { config } from '../../lib/config';
import { getCookie } from '../../lib/cookies';
import { useCreateCreation } from './api/create-creation';
import { useRefreshCreation } from './api/get-creation';
import { useCreations } from './api/list-creations';
import { useRetryCreation } from './api/retry-creation';
import { CreateForm, INITIAL_FORM, type CreateFormValues } from './CreateForm';
import { CreationDetail } from './CreationDetail';
import { CreationItem } from './CreationItem';
import { HelpDialog } from './HelpDialog';
import { SettingsPanel } from './SettingsPanel';
import { loadSettings, notifyFromSettings, saveSettings, type CreateSettings } from './settings';
import { useSharedCreation } from './useSharedCreation';
import './create.css';

export const CREATE_INTRO = "Turn my kid's interest into a quick audiobook, video, or printable activity book — in a couple taps.";

/**
 * /create: a topic becomes an audiobook, a video and activity books, made by the media worker with live progress.
 * `paperFeedback`: what a printed book's feedback page shows below the rating (issue 22 §3, photos and voice notes for
 * the child's record); it belongs to the paper-feedback feature, so the router composes it in.
 */
export default function CreatePage({ paperFeedback }: { paperFeedback?: (creationId: string) => ReactNode } = {}) {
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const creations = useCreations();
  const [form, setForm] = useState<CreateFormValues>(INITIAL_FORM);
  // A signed-in family's children, for "Who is this for?" (issue 11).
  const signedInHint = Boolean(getCookie(config.userIdCookie));
  const family = useChildren({ queryConfig: { enabled: signedInHint } });
  // Where "ready" can go: the account's email and verified phone (signed out: nowhere, so null).
  const contactQuery = useContact({ queryConfig: { enabled: signedInHint } });
  const contact = signedInHint ? contactQuery.data : null;
  const [settings, setSettings] = useState<CreateSettings>(() => loadSettings());
  const [showLoadingPanel, setShowLoadingPanel] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [detail, setDetail] = useState<{ creation: Creation; shared: boolean } | null>(null);
  const topicRef = useRef<HTMLTextAreaElement>(null);
  const formTop = useRef<HTMLDivElement>(null);
  const refreshCreation = useRefreshCreation();
  const onRequestError = (error: Error) => toast.error(errorMessage(error, MESSAGES.researchFailed));
  const creating = useCreateCreation({ mutationConfig: { onError: onRequestError } });
  const retrying = useRetryCreation({ mutationConfig: { onError: onRequestError } });

  const sharedId = searchParams.get('creation');
  const feedbackFor = searchParams.get('feedback') !== null ? sharedId : null;

  // A share link (?creation=id) opens that creation read-only, whoever has the link.
  useSharedCreation(sharedId, {
    onReady: (creation) => feedbackFor === null && setDetail({ creation, shared: true }),
    onNotReady: () => feedbackFor === null && toast.info('That creation is not ready yet.'),
    onMissing: () => toast.error(MESSAGES.creationNotFound),
  });

  // The loading panel shows for 2 s after Generate (spec §4), then the form returns.
  useEffect(() => {
    if (!showLoadingPanel) return undefined;
    const timer = setTimeout(() => setShowLoadingPanel(false), TIMINGS.createLoadingPanel);
    return () => clearTimeout(timer);
  }, [showLoadingPanel]);

  const generate = (values: CreateFormValues) => {
    creating.mutate({
      topic: values.topic.trim(),
      mode: values.mode,
      outputs: values.outputs,
      customOptions: values.mode === 'custom' ? values.customOptions : undefined,
      childName: settings.childName || undefined,
      notify: notifyFromSettings(settings, contact),
      // A child picked from the family: the server takes the age band (and the first name, unless one is set) from the profile.
      ...(values.childId ? { childId: values.childId } : {}),
    }, {
      onSuccess: () => {
        setForm((current) => ({ ...current, topic: '' }));
        setShowLoadingPanel(true);
      },
    });
  };

  // A creation's job ended: the list gets the creation as the server now has it.
  const onSettled = useCallback(async (creation: Creation) => {
    try {
      const fresh = await refreshCreation(creation.id);
      if (fresh.status === 'ready') toast.success(MESSAGES.contentReady);
      else if (fresh.status === 'failed') toast.error(fresh.error ?? 'This creation could not be finished.');
    } catch {
      toast.error(MESSAGES.creationNotFound);
    }
  }, [refreshCreation, toast]);

  const retry = (creation: Creation) => {
    toast.info(MESSAGES.retrying);
    retrying.mutate(creation.id);
  };

  const makeAnother = (creation: Creation) => {
    setForm({
      topic: creation.topic,
      mode: creation.mode,
      outputs: [...creation.outputs],
      customOptions: creation.customOptions ?? INITIAL_FORM.customOptions,
      // "Make another" keeps whoever the form is for now (a creation does not say which child it was for).
      childId: form.childId,
    });
    setDetail(null);
    formTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.scrollTo({ top: 0, behavior: 'smooth' });
    topicRef.current?.focus({ preventScroll: true });
  };

  const share = async (creation: Creation) => {
    const url = `${window.location.origin}/create?creation=${encodeURIComponent(creation.id)}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Share link copied to the clipboard.', { detail: url });
    } catch {
      toast.info('Copy this link to share:', { detail: url, duration: 0 });
    }
  };

  const closeDetail = () => {
    setDetail(null);
    if (sharedId) setSearchParams({}, { replace: true });
  };

  return (
    <PageLayout className="create-page">
      <div className="create-shell" ref={formTop}>
        <header className="create-intro">
          <div>
            <h1>Create</h1>
            <p className="create-intro__text">{CREATE_INTRO}</p>
          </div>
          <div className="create-intro__actions">
            <Button variant="ghost" onClick={() => setHelpOpen(true)}>Help &amp; FAQ</Button>
            <Button variant="secondary" onClick={() => setSettingsOpen(true)}>Account Settings</Button>
          </div>
        </header>

        {feedbackFor && (
          <section className="create-feedback card card--sun card--pad-md" aria-label="Feedback on your printed activity book">
            <h2>Thanks for printing! How did it go?</h2>
            <FeedbackWidget hashId={feedbackFor} isNew={false} subject="activity book" variant="inline" />
            {paperFeedback?.(feedbackFor)}
          </section>
        )}

        {showLoadingPanel ? (
          <div className="create-loading card card--primary card--pad-lg">
            <LoadingBlock label="Starting your creation…" />
            <p>We&apos;re getting everything ready. You can follow each step below.</p>
          </div>
        ) : (
          <CreateForm
            family={family.data}
            values={form}
            onChange={setForm}
            onGenerate={generate}
            onInvalid={(problem) => toast.error(problem.title, { detail: problem.hint })}
            busy={creating.isPending}
            topicRef={topicRef}
          />
        )}

        <section className="create-recent" aria-labelledby="recent-creations">
          <h2 id="recent-creations">Recent Creations</h2>
          {creations.isPending ? (
            <LoadingBlock label="Loading your creations…" />
          ) : !creations.data?.length ? (
            <div className="create-empty">
              <p className="create-empty__title">{creations.isError ? 'Could not load your creations.' : 'No creations yet'}</p>
              <p>Start by entering a topic above and clicking Generate</p>
            </div>
          ) : (
            <ul className="creation-list">
              {creations.data.map((creation) => (
                <CreationItem
                  key={creation.id}
                  creation={creation}
                  onOpen={(c) => setDetail({ creation: c, shared: false })}
                  onRetry={retry}
                  onSettled={onSettled}
                  retrying={retrying.isPending && retrying.variables === creation.id}
                />
              ))}
            </ul>
          )}
        </section>
      </div>

      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <SettingsPanel
        open={settingsOpen}
        settings={settings}
        contact={contact}
        onClose={() => setSettingsOpen(false)}
        onSave={(next) => {
          setSettings(saveSettings(next));
          setSettingsOpen(false);
          toast.success('Settings saved.');
        }}
      />
      <CreationDetail
        creation={detail?.creation ?? null}
        shared={detail?.shared}
        onClose={closeDetail}
        onMakeAnother={makeAnother}
        onShare={share}
      />
    </PageLayout>
  );
}
