// Shared modules are not eager: everything else waits for the federation runtime in this async boundary.
import('./bootstrap');
