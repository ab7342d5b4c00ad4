import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { useEditRecord } from '../../lib/edit-record.ts';
import { ZIPS_AREA, zipOfLogoQuery } from './api.ts';
import { ZipForm } from './zip-form.tsx';

const LOGO_ID = /^[1-9]\d{0,9}$/;

/**
 * /{prefix}/zips/create and /{prefix}/zips/{logo_id} (admin, SPEC §2): a logo has one zip, so the
 * edit screen is found by the logo (the orders screen links to /zips/{logo_id}). A logo without a
 * zip opens the create form with its id filled in (`create?logo_id=`).
 */
export function ZipEditPage() {
  const path = useBackofficePath();
  const listPath = path(`/${ZIPS_AREA}`);
  const navigate = useNavigate();
  const { state } = useLocation();
  const [params] = useSearchParams();
  const { mode, id: logoId, record, loading } = useEditRecord(listPath, zipOfLogoQuery);
  const none = mode === 'edit' && !loading && record === null;

  useEffect(() => {
    if (none) void navigate(path(`/${ZIPS_AREA}/create?logo_id=${logoId}`), { replace: true, state });
  }, [none, logoId, navigate, path, state]);

  const wanted = params.get('logo_id') ?? '';
  const prefill = mode === 'create' && LOGO_ID.test(wanted) ? Number(wanted) : undefined;
  return (
    <ZipForm
      key={mode === 'create' ? `create-${prefill ?? ''}` : `edit-${logoId}`}
      mode={mode}
      logoId={mode === 'create' ? prefill : logoId}
      record={record ?? null}
      loading={loading || none}
      listPath={listPath}
    />
  );
}
