/**
 * The cluster version picker: the active versions of the type's application, newest first. A version whose name
 * ends in -BM deploys bare-metal compute nodes (section 3), which the picker says.
 */
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { OptionSelect } from '@/shared/forms';
import { creationContextOf } from '../creation-context';
import { isBareMetalVersion } from '../use-creation-catalogue';

export function AppVersionWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { catalogue, bareMetal } = creationContextOf(props.registry);
  const options = catalogue.versions.map((version) => {
    const name = version.edition?.name ? `${version.name} · ${version.edition.name}` : version.name;
    return { value: version.version_id, label: isBareMetalVersion(version) ? t`${name} (bare metal)` : name };
  });
  const chosen = catalogue.versions.find((version) => version.version_id === props.value);
  const hint = bareMetal
    ? t`Bare-metal version: compute nodes run on bare-metal servers and need a bare-metal network.`
    : chosen?.description;
  return <OptionSelect widget={props} options={options} hint={hint} placeholder={t`Choose a version`} />;
}
