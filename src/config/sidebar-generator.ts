import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];

/**
 * A folder's index doc is already the link of the category that lists the
 * folder, so it is dropped from the generated children instead of appearing
 * twice (once as the category, once as its first child).
 */
export const withoutCategoryIndexDocs: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) => {
  const items = await defaultSidebarItemsGenerator(args);
  const ownIndex = `${args.item.dirName}/index`;
  return items.filter((item) => !(item.type === 'doc' && item.id === ownIndex));
};
