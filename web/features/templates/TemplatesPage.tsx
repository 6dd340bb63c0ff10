/**
 * /templates (issue 33): the gallery. Every template previewed in the account's brand kit, the emails chosen
 * at onboarding first; "Use this template" creates a project from it and opens the editor. Templates the
 * plan does not include offer an upgrade instead.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { ButtonLink, Spinner } from '../../components/ui';
import { editorProjectPath, paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useProfileQuery, useSetupQuery } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { useBrandKit } from '../brand/brand-api';
import { CustomTemplates } from './CustomTemplates';
import { galleryGroups, type GalleryItem } from './gallery';
import { PreviewDialog } from './PreviewDialog';
import { TemplateCard } from './TemplateCard';
import { startFromTemplate } from './templates-api';
import styles from './Templates.module.css';

export function TemplatesPage() {
  const brand = useBrandKit();
  const profile = useProfileQuery();
  const setup = useSetupQuery();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<GalleryItem | null>(null);
  const ready = !brand.isPending && !profile.isPending && !setup.isPending;
  usePageReady(ready);
  const tier = profile.data?.subscriptionTier ?? 'free';

  const use = async (id: string) => {
    setBusy(id);
    try {
      navigate(editorProjectPath((await startFromTemplate(id)).id));
    } catch (error) {
      toast({
        title: 'Could not start from this template',
        description: errorMessage(error),
        variant: 'destructive',
      });
      setBusy(null);
    }
  };

  if (!ready || !brand.data) return <Spinner label="Loading templates..." />;
  const groups = galleryGroups(tier, setup.data?.selectedCampaignIds ?? []);
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1>Start from a template</h1>
        <p>
          Every template is shown in your brand kit.{' '}
          <ButtonLink to={paths.account} variant="ghost" size="sm">
            Edit brand kit
          </ButtonLink>
        </p>
        {tier === 'free' && (
          <p className={styles.upsell}>
            Your Free plan includes 8 basic templates.{' '}
            <ButtonLink to={paths.subscription} variant="ghost" size="sm">
              Upgrade for all of them
            </ButtonLink>
          </p>
        )}
      </header>
      {tier === 'premium' && <CustomTemplates />}
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`group-${g.id}`} className={styles.group}>
          <h2 id={`group-${g.id}`}>{g.title}</h2>
          <ul className={styles.grid}>
            {g.items.map((item) => (
              <TemplateCard
                key={item.info.id}
                item={item}
                brand={brand.data.brand}
                busy={busy === item.info.id}
                onUse={() => void use(item.info.id)}
                onPreview={() => setPreview(item)}
              />
            ))}
          </ul>
        </section>
      ))}
      {preview && (
        <PreviewDialog
          item={preview}
          brand={brand.data.brand}
          onClose={() => setPreview(null)}
          onUse={() => void use(preview.info.id)}
        />
      )}
    </div>
  );
}
