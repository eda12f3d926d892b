import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatPostDate, type BlogPost } from './blog-posts';

/** Author, date and read time of a post. */
export function PostByline({ post, className }: { post: BlogPost; className?: string }) {
  return (
    <ul
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600',
        className,
      )}
    >
      <li className="flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="h-4 w-4" />
        {post.author}
      </li>
      <li className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {post.readTime}
      </li>
    </ul>
  );
}
