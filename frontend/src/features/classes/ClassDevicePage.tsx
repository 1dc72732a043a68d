import { MESSAGES } from '@wonderkin/shared';
import { useEffect, useState } from 'react';
import { Card, LoadingBlock, PageLayout, usePageTitle } from '../../components';
import { errorMessage } from '../../lib/api';
import { useDeviceStudent } from './api/get-device-student';
import { useDeviceRoster } from './api/open-class-device';
import { CodeStep } from './CodeStep';
import { forgetDeviceCode, normalizeCode, readDeviceCode, rememberDeviceCode } from './deviceCode';
import { NameStep, type DeviceStudent } from './NameStep';
import { PictureStep } from './PictureStep';
import { StudentHome } from './StudentHome';
import './classes.css';

/**
 * /class (issue 22 §2), the shared classroom device: the teacher types the class code once; each child taps their name
 * and their three pictures, sees their work, and signs out for the next child (the code stays for this tab, so the
 * names come straight back). No account and no typing for the children.
 */
export default function ClassDevicePage() {
  usePageTitle('Class');
  const me = useDeviceStudent();
  const [code, setCode] = useState(readDeviceCode);
  const roster = useDeviceRoster({ code });
  const [student, setStudent] = useState<DeviceStudent | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  // Once someone is signed in the name they tapped is spent: signing out brings back the names for the next child.
  if (me.data && student) setStudent(null);

  useEffect(() => {
    if (roster.isSuccess) rememberDeviceCode(code);
    if (roster.isError) forgetDeviceCode();
  }, [code, roster.isError, roster.isSuccess]);

  const open = (typed: string) => {
    const next = normalizeCode(typed);
    if (!next) return setOwnError(MESSAGES.classCodeInvalid);
    setOwnError(null);
    if (next === code) void roster.refetch();
    else setCode(next);
  };

  let step;
  if (me.isPending) step = <LoadingBlock />;
  else if (me.isError) step = <p className="form-error" role="alert">{errorMessage(me.error, MESSAGES.serviceUnavailable)}</p>;
  else if (me.data) step = <StudentHome student={me.data} />;
  else if (!code || roster.isError) {
    step = (
      <CodeStep
        initial={code}
        error={ownError ?? (roster.isError ? errorMessage(roster.error, MESSAGES.classCodeInvalid) : null)}
        busy={roster.isFetching}
        onOpen={open}
      />
    );
  } else if (roster.isPending) step = <LoadingBlock label="Opening the class…" />;
  else if (!student) {
    step = (
      <NameStep
        roster={roster.data}
        onChoose={setStudent}
        onChangeClass={() => {
          forgetDeviceCode();
          setCode('');
        }}
      />
    );
  } else {
    step = <PictureStep key={student.studentId} code={code} student={student} onBack={() => setStudent(null)} />;
  }

  return (
    <PageLayout className="device-page">
      <section className="section">
        <div className="container device-page__inner">
          <Card padding="lg" className="device-page__card">{step}</Card>
        </div>
      </section>
    </PageLayout>
  );
}
