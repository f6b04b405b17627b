import { useParams } from 'react-router-dom';
import { BlogArticlePage } from '@/features/blog/components/blog-article-page';

export default function BlogArticleRoute() {
  const { id = '' } = useParams();
  // Keyed by id so moving to a related article starts its own loading state and delay.
  return <BlogArticlePage key={id} id={id} />;
}
