/**
 * The dashboard's offer before the first project (issue 33): the templates of the emails chosen at
 * onboarding, in the shop's brand, each one click from the editor ("Use this template"), and a link to
 * the whole gallery. Nothing shows when no email was chosen. Loaded lazily: the dashboard's own bundle
 * stays without the template catalogue.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink, Spinner } from '../../components/ui';
import { editorProjectPath, paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useProfileQuery, useSetupQuery } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { useBrandKit } from '../brand/brand-api';
import { galleryGroups, type GalleryItem } from './gallery';
import { PreviewDialog } from './PreviewDialog';
import { TemplateCard } from './TemplateCard';
import { startFromTemplate } from './templates-api';
import styles from './Templates.module.css';

export function ChosenTemplates() {
  const brand = useBrandKit();
  const profile = useProfileQuery();
  const setup = useSetupQuery();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<GalleryItem | null>(null);
  if (brand.isPending || profile.isPending || setup.isPending)
    return <Spinner label="Loading your templates..." />;
  const chosen = setup.data?.selectedCampaignIds ?? [];
  const items = galleryGroups(profile.data?.subscriptionTier ?? 'free', chosen).find(
    (g) => g.id === 'chosen',
  );
  if (!brand.data || !items) return null;
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
  return (
    <section aria-labelledby="chosen-templates" className={styles.group}>
      <h2 id="chosen-templates">Start with the emails you chose</h2>
      <p>
        Ready-made in your brand.{' '}
        <ButtonLink to={paths.templates} variant="ghost" size="sm">
          See all templates
        </ButtonLink>
      </p>
      <ul className={styles.grid}>
        {items.items.map((item) => (
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
      {preview && (
        <PreviewDialog
          item={preview}
          brand={brand.data.brand}
          onClose={() => setPreview(null)}
          onUse={() => void use(preview.info.id)}
        />
      )}
    </section>
  );
}
