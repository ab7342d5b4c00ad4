/**
 * The categories module's public face (ADR 0021): genres (colours), industries, tastes and
 * keywords as the back office manages them. Other modules import only this file.
 */
export {
  type CategoriesDeps,
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './categories.service.ts';
export { createKeyword, deleteKeyword, getKeyword, listKeywords, updateKeyword } from './keywords.service.ts';
