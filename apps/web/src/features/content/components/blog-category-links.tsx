import { NavLink } from 'react-router';
import { useBlogCategories } from '../api/get-content-items';
import { blogCategoryPath } from '../utils/content-paths';

/** The blog's topics as links; the current one is marked. Nothing while they load or fail. */
export function BlogCategoryLinks() {
  const categories = useBlogCategories();
  if (!categories.data || categories.data.items.length === 0) return null;
  return (
    <nav aria-label="News topics">
      <ul className="plain-list blog-topics">
        <li>
          <NavLink to="/blog" end>
            All news
          </NavLink>
        </li>
        {categories.data.items.map((category) => (
          <li key={category.id}>
            <NavLink to={blogCategoryPath(category.data.slug)}>{category.data.name}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
