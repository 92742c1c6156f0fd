/** One labelled fact of a Chakra DataList (a cluster's header, its billing, the node of a web terminal). */
import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function DataListItem({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
