import { toast } from 'sonner';
import { requireToaster } from '@/lib/toaster-demand';

// Code shows toasts through this module, and loading it is what mounts the app's <Toaster />. A visitor who
// only reads never downloads sonner; one who opens a form has the toaster ready before the first click.
requireToaster();

export { toast };
